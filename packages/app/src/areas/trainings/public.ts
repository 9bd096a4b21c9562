/** What other areas may use of the trainings: links to them. */
export { TRAININGS_HREF } from './components/trainingsFormat';

export function trainingHref(courseId: string): string {
  return `/app/trainings/${courseId}`;
}
