import { describe, expect, it } from 'vitest';
import type { CrumbContext } from '../area';
import { trainingsArea } from './routes';
import { encodeLessonTrail } from './components/trainingsFormat';

const [list, course, lesson] = trainingsArea.routes;

function crumbs(route: typeof course, context: Partial<CrumbContext>) {
  const spec = route?.crumbs;
  if (!spec) throw new Error('no crumbs');
  return spec({ params: {}, search: new URLSearchParams(), ...context });
}

function title(route: typeof course, detail?: string) {
  const value = route?.title;
  return typeof value === 'function'
    ? value({ params: {}, search: new URLSearchParams(), detail })
    : value;
}

describe('the trainings’ breadcrumbs (spec §2: Trainings > Training > Modules / Lesson)', () => {
  it('names the course once it is loaded', () => {
    expect(title(list)).toBe('Trainings');
    expect(crumbs(course, {}).map((item) => item.label)).toEqual(['Trainings', 'Training']);
    expect(crumbs(course, { detail: 'Kaltakquise' })).toEqual([
      { label: 'Trainings', href: '/app/trainings' },
      { label: 'Kaltakquise' },
    ]);
    expect(title(course, 'Kaltakquise')).toBe('Kaltakquise');
  });

  it('names course, module and lesson of a lesson; the course links to its page', () => {
    const params = { id: 'c1', moduleId: 'm1', lessonId: 'l1' };
    expect(crumbs(lesson, { params }).map((item) => item.label)).toEqual([
      'Trainings',
      'Training',
      'Modules',
      'Lesson',
    ]);
    const detail = encodeLessonTrail({
      course: 'Kaltakquise',
      module: 'Grundlagen',
      lesson: 'Der Einstieg',
    });
    expect(crumbs(lesson, { params, detail })).toEqual([
      { label: 'Trainings', href: '/app/trainings' },
      { label: 'Kaltakquise', href: '/app/trainings/c1' },
      { label: 'Grundlagen' },
      { label: 'Der Einstieg' },
    ]);
    expect(title(lesson, detail)).toBe('Der Einstieg');
    expect(title(lesson)).toBe('Lektion');
  });

  it('refetches every trainings query when the person’s progress changed elsewhere', () => {
    expect(Object.keys(trainingsArea.live ?? {})).toEqual(['training.progress']);
    expect(trainingsArea.dashboardCard).toBeDefined();
  });
});
