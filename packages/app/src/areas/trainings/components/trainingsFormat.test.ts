import { describe, expect, it } from 'vitest';
import { courseFormSchema, contentTypeOf, lessonFormSchema, VIDEO_ACCEPT } from './trainingForms';
import {
  DURATION_FORMAT_ERROR,
  DURATION_TOO_LONG,
  completedText,
  courseAction,
  decodeLessonTrail,
  durationInput,
  editHref,
  encodeLessonTrail,
  filterHref,
  formatClock,
  formatDuration,
  lessonCount,
  lessonHref,
  minPlanOf,
  parseCourseFilter,
  parseDuration,
  visibilityLabel,
  visibilityOf,
  wholeSeconds,
  type CourseForAction,
} from './trainingsFormat';

describe('durations', () => {
  it('says a length as people say it', () => {
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(0)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
    expect(formatDuration(45)).toBe('45 Sek.');
    expect(formatDuration(510)).toBe('9 Min.');
    expect(formatDuration(3600)).toBe('1 Std.');
    expect(formatDuration(3900)).toBe('1 Std. 5 Min.');
  });

  it('shows a position like a player', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(7.9)).toBe('0:07');
    expect(formatClock(200)).toBe('3:20');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(-5)).toBe('0:00');
  });

  it('reads the duration field: minutes:seconds, hours, whole minutes, or empty', () => {
    expect(parseDuration('')).toEqual({ ok: true, seconds: null });
    expect(parseDuration('  8:30 ')).toEqual({ ok: true, seconds: 510 });
    expect(parseDuration('12')).toEqual({ ok: true, seconds: 720 });
    expect(parseDuration('1:02:03')).toEqual({ ok: true, seconds: 3723 });
    expect(parseDuration('8:75')).toEqual({ ok: false, error: DURATION_FORMAT_ERROR });
    expect(parseDuration('acht')).toEqual({ ok: false, error: DURATION_FORMAT_ERROR });
    expect(parseDuration('25:00:00')).toEqual({ ok: false, error: DURATION_TOO_LONG });
    expect(durationInput(510)).toBe('8:30');
    expect(durationInput(null)).toBe('');
  });

  it('takes a video element’s duration as whole seconds, nothing for an unknown length', () => {
    expect(wholeSeconds(7.466)).toBe(7);
    expect(wholeSeconds(Number.POSITIVE_INFINITY)).toBeNull();
    expect(wholeSeconds(Number.NaN)).toBeNull();
    expect(wholeSeconds(0)).toBeNull();
    expect(wholeSeconds(100_000)).toBe(86_400);
  });
});

describe('counts and plans', () => {
  it('counts lessons in German', () => {
    expect(lessonCount(1)).toBe('1 Lektion');
    expect(lessonCount(0)).toBe('0 Lektionen');
    expect(completedText(2, 5)).toBe('2 von 5 Lektionen erledigt');
  });

  it('maps a course’s plan to the editor’s visibility and back', () => {
    expect(visibilityOf(null)).toBe('all');
    expect(visibilityOf('starter')).toBe('all');
    expect(visibilityOf('enterprise')).toBe('enterprise');
    expect(minPlanOf('all')).toBeNull();
    expect(minPlanOf('professional')).toBe('professional');
    expect(visibilityLabel('professional')).toBe('Ab Professional');
    expect(visibilityLabel(null)).toBe('Alle Pakete');
  });
});

describe('the address', () => {
  it('reads the filter leniently', () => {
    expect(parseCourseFilter('started')).toBe('started');
    expect(parseCourseFilter('completed')).toBe('completed');
    expect(parseCourseFilter(null)).toBe('all');
    expect(parseCourseFilter('alles')).toBe('all');
    expect(filterHref('all')).toBe('/app/trainings');
    expect(filterHref('started')).toBe('/app/trainings?filter=started');
  });

  it('turns the editor on and off, keeping other parameters', () => {
    const params = new URLSearchParams('filter=started');
    expect(editHref('/app/trainings', params, true)).toBe(
      '/app/trainings?filter=started&bearbeiten=1',
    );
    expect(editHref('/app/trainings/x', new URLSearchParams('bearbeiten=1'), false)).toBe(
      '/app/trainings/x',
    );
  });
});

describe('what a course card offers', () => {
  const base: CourseForAction = {
    id: 'c1',
    locked: false,
    lockLabel: null,
    status: 'not_started',
    nextLesson: { moduleId: 'm1', lessonId: 'l1' },
  };

  it('starts and continues at the first unfinished lesson', () => {
    expect(courseAction(base)).toEqual({
      kind: 'start',
      label: 'Starten',
      href: '/app/trainings/c1/modules/m1/lessons/l1',
    });
    expect(courseAction({ ...base, status: 'in_progress' })).toMatchObject({
      kind: 'continue',
      label: 'Fortsetzen',
    });
  });

  it('opens a finished course, names the plan of a locked one, views an empty one', () => {
    expect(courseAction({ ...base, status: 'completed', nextLesson: null })).toEqual({
      kind: 'completed',
      label: 'Abgeschlossen',
      href: '/app/trainings/c1',
    });
    expect(courseAction({ ...base, locked: true, lockLabel: 'Nur Enterprise' })).toEqual({
      kind: 'locked',
      label: 'Nur Enterprise',
    });
    expect(courseAction({ ...base, nextLesson: null })).toMatchObject({ kind: 'view' });
    expect(lessonHref('c', { moduleId: 'm', lessonId: 'l' })).toBe(
      '/app/trainings/c/modules/m/lessons/l',
    );
  });
});

describe('the lesson’s breadcrumb trail', () => {
  it('carries three names in one string, and nothing from anything else', () => {
    const trail = { course: 'Kaltakquise', module: 'Grundlagen', lesson: 'Der „Einstieg“' };
    expect(decodeLessonTrail(encodeLessonTrail(trail))).toEqual(trail);
    expect(decodeLessonTrail(undefined)).toBeNull();
    expect(decodeLessonTrail('Kaltakquise')).toBeNull();
    expect(decodeLessonTrail('["a","b"]')).toBeNull();
    expect(decodeLessonTrail('[1,2,3]')).toBeNull();
  });
});

describe('the editor’s forms (the server’s rules)', () => {
  it('needs a title and keeps to the limits', () => {
    const result = courseFormSchema.safeParse({
      title: '  ',
      description: '',
      visibility: 'all',
      level: 'all',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Bitte gib einen Titel ein.',
    ]);
    expect(
      courseFormSchema.safeParse({
        title: 'x'.repeat(201),
        description: '',
        visibility: 'all',
        level: 'all',
      }).success,
    ).toBe(false);
    expect(
      courseFormSchema.parse({
        title: ' Akquise ',
        description: ' Text ',
        visibility: 'enterprise',
        level: '3',
      }),
    ).toEqual({ title: 'Akquise', description: 'Text', visibility: 'enterprise', level: '3' });
    // Level 1 is everyone's: a lock starts at 2.
    expect(
      courseFormSchema.safeParse({ title: 'A', description: '', visibility: 'all', level: '1' })
        .success,
    ).toBe(false);
  });

  it('turns the typed duration into seconds, or says how to type it', () => {
    expect(lessonFormSchema.parse({ title: 'A', contentHtml: '', duration: '8:30' })).toEqual({
      title: 'A',
      contentHtml: '',
      duration: 510,
    });
    expect(lessonFormSchema.parse({ title: 'A', contentHtml: '', duration: '' }).duration).toBe(
      null,
    );
    const wrong = lessonFormSchema.safeParse({ title: 'A', contentHtml: '', duration: '8:99' });
    expect(wrong.error?.issues[0]).toMatchObject({
      path: ['duration'],
      message: DURATION_FORMAT_ERROR,
    });
  });

  it('names a file’s type by its extension when the browser does not know it', () => {
    expect(contentTypeOf(new File(['x'], 'a.mov', { type: '' }), VIDEO_ACCEPT)).toBe(
      'video/quicktime',
    );
    expect(contentTypeOf(new File(['x'], 'a.mp4', { type: 'video/mp4' }), VIDEO_ACCEPT)).toBe(
      'video/mp4',
    );
  });
});
