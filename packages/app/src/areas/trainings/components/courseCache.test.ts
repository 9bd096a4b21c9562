import { describe, expect, it } from 'vitest';
import { inOrder } from './CourseOrderEditor';
import { movedLesson, withModule } from './courseCache';
import { withCompleted } from './lessonCache';
import type { CourseDetail, LessonPageData } from '../queries';

const lesson = (id: string) => ({
  id,
  title: id,
  durationSeconds: 60,
  published: true,
  completed: false,
  hasVideo: false,
});

const course = {
  id: 'c',
  modules: [
    { id: 'm1', title: 'Eins', lessons: [lesson('a'), lesson('b')] },
    { id: 'm2', title: 'Zwei', lessons: [lesson('c')] },
  ],
} as unknown as CourseDetail;

const ids = (detail: CourseDetail) =>
  detail.modules.map((module) => module.lessons.map((entry) => entry.id));

describe('the editor’s optimistic changes', () => {
  it('puts items in the reported order, dropping unknown ids', () => {
    expect(inOrder([{ id: 'a' }, { id: 'b' }, { id: 'c' }], ['c', 'x', 'a', 'b'])).toEqual([
      { id: 'c' },
      { id: 'a' },
      { id: 'b' },
    ]);
  });

  it('moves a lesson to a place in another module, or within its own', () => {
    expect(ids(movedLesson(course, 'a', 'm2', 1))).toEqual([['b'], ['c', 'a']]);
    expect(ids(movedLesson(course, 'b', 'm1', 0))).toEqual([['b', 'a'], ['c']]);
    expect(movedLesson(course, 'x', 'm2', 0)).toBe(course);
  });

  it('changes one module and leaves the others', () => {
    const renamed = withModule(course, 'm2', (module) => ({ ...module, title: 'Drei' }));
    expect(renamed.modules.map((module) => module.title)).toEqual(['Eins', 'Drei']);
    expect(renamed.modules[0]).toBe(course.modules[0]);
  });

  it('marks the lesson done on the page and in its module’s list', () => {
    const page = {
      lesson: { id: 'b', completed: false },
      moduleLessons: [
        { id: 'a', completed: true },
        { id: 'b', completed: false },
      ],
    } as unknown as LessonPageData;
    const done = withCompleted(page, true);
    expect(done.lesson.completed).toBe(true);
    expect(done.moduleLessons.map((entry) => entry.completed)).toEqual([true, true]);
  });
});
