import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { SortableList } from './SortableList';

type Lesson = { id: string; title: string; minutes: number };
type Module = { id: string; title: string; lessons: Lesson[] };

const LESSONS: Lesson[] = [
  { id: 'l1', title: 'Begrüßung am Telefon', minutes: 8 },
  { id: 'l2', title: 'Bedarf ermitteln', minutes: 12 },
  { id: 'l3', title: 'Einwände behandeln', minutes: 15 },
  { id: 'l4', title: 'Termin vereinbaren', minutes: 6 },
];

const MODULES: Module[] = [
  {
    id: 'm1',
    title: 'Grundlagen der Kaltakquise',
    lessons: [
      { id: 'm1-l1', title: 'Zielgruppe festlegen', minutes: 10 },
      { id: 'm1-l2', title: 'Gesprächsleitfaden', minutes: 14 },
    ],
  },
  {
    id: 'm2',
    title: 'Das erste Gespräch',
    lessons: [
      { id: 'm2-l1', title: 'Begrüßung am Telefon', minutes: 8 },
      { id: 'm2-l2', title: 'Bedarf ermitteln', minutes: 12 },
      { id: 'm2-l3', title: 'Termin vereinbaren', minutes: 6 },
    ],
  },
  {
    id: 'm3',
    title: 'Abschluss',
    lessons: [{ id: 'm3-l1', title: 'Angebot nachfassen', minutes: 9 }],
  },
];

const RowLayout = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-width: 0;
  font-size: var(--font-size-sm);
`;

const Title = styled.span`
  flex: 1;
  min-width: 0;
  font-weight: var(--font-weight-medium);
`;

const Minutes = styled.span`
  color: var(--color-muted-foreground);
  font-variant-numeric: tabular-nums;
`;

const ModuleBody = styled.div`
  display: grid;
  gap: var(--space-2);
  padding: var(--space-2) 0 var(--space-1) var(--space-8);
`;

const Frame = styled.div`
  max-width: 32rem;
`;

function LessonRow({ lesson, handle }: { lesson: Lesson; handle: ReactNode }) {
  return (
    <RowLayout>
      {handle}
      <Title>{lesson.title}</Title>
      <Minutes>{lesson.minutes} Min.</Minutes>
    </RowLayout>
  );
}

function reorder<T extends { id: string }>(items: readonly T[], ids: string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

type CourseProps = {
  onReorder: (ids: string[]) => void;
  disabled?: boolean;
};

/** What the course editor does: the parent applies each new order at once. */
function LessonList({ onReorder, disabled }: CourseProps) {
  const [lessons, setLessons] = useState(LESSONS);
  return (
    <Frame>
      <SortableList
        label="Lektionen"
        items={lessons}
        getId={(lesson) => lesson.id}
        getLabel={(lesson) => lesson.title}
        renderItem={(lesson, handle) => <LessonRow lesson={lesson} handle={handle} />}
        disabled={disabled}
        onReorder={(ids) => {
          onReorder(ids);
          setLessons((current) => reorder(current, ids));
        }}
      />
    </Frame>
  );
}

const meta = {
  title: 'UI/Data Display/SortableList',
  component: LessonList,
  args: { onReorder: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          '`SortableList` shows the `items` it is given and reports a drop that changed the order',
          'through `onReorder(ids)`; the parent applies it, as the lesson list here does. Mouse or',
          "finger: drag a row's handle. Keyboard: Tab to the handle, Space, ArrowUp/ArrowDown,",
          'Space; Escape cancels. Screen readers hear German instructions and announcements.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof LessonList>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

/** The live region of the list a handle belongs to (nested lists each have their own). */
function statusOf(handle: HTMLElement): HTMLElement {
  const list = handle.closest('[data-slot="sortable-list"]');
  const status = list?.querySelector<HTMLElement>(
    ':scope > [data-slot="sortable-list-announcer"] [role="status"]',
  );
  if (!status) throw new Error('No live region for this list');
  return status;
}

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/\d+ Min\.$/, ''));

/** A named list; every row has a handle named after it and described by the instructions. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Lektionen' });
    await expect(titles(list)).toEqual([
      'Begrüßung am Telefon',
      'Bedarf ermitteln',
      'Einwände behandeln',
      'Termin vereinbaren',
    ]);
    const handle = canvas.getByRole('button', { name: 'Verschieben: Begrüßung am Telefon' });
    await expect(handle).toHaveAccessibleDescription(/Zum Aufnehmen Leertaste drücken/);
    await expect(handle).toHaveAttribute('aria-roledescription', 'Ziehgriff');
    await expect(canvas.getAllByRole('button', { name: /^Verschieben: / })).toHaveLength(4);
  },
};

/** Space picks the row up, ArrowDown moves it one place, Space drops it. */
export const KeyboardReorder: Story = {
  play: async ({ args, canvas }) => {
    const handle = canvas.getByRole('button', { name: 'Verschieben: Begrüßung am Telefon' });
    const live = statusOf(handle);
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() =>
      expect(live).toHaveTextContent('„Begrüßung am Telefon“ aufgenommen, Position 1 von 4.'),
    );
    // The sensor listens for the arrow keys from the next tick on.
    await pause();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(live).toHaveTextContent('„Begrüßung am Telefon“ an Position 2 von 4.'),
    );
    await userEvent.keyboard(' ');

    await expect(args.onReorder).toHaveBeenCalledTimes(1);
    await expect(args.onReorder).toHaveBeenCalledWith(['l2', 'l1', 'l3', 'l4']);
    await waitFor(() =>
      expect(live).toHaveTextContent('„Begrüßung am Telefon“ an Position 2 von 4 abgelegt.'),
    );
    await expect(titles(canvas.getByRole('list', { name: 'Lektionen' }))).toEqual([
      'Bedarf ermitteln',
      'Begrüßung am Telefon',
      'Einwände behandeln',
      'Termin vereinbaren',
    ]);
    // Focus stays on the handle, in the row's new place.
    await waitFor(() => expect(handle).toHaveFocus());
    await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
  },
};

/** Escape puts the row back; nothing is reported. */
export const KeyboardCancel: Story = {
  play: async ({ args, canvas }) => {
    const handle = canvas.getByRole('button', { name: 'Verschieben: Einwände behandeln' });
    const live = statusOf(handle);
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await pause();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(live).toHaveTextContent('„Einwände behandeln“ an Position 2 von 4.'),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(live).toHaveTextContent(
        'Verschieben abgebrochen. „Einwände behandeln“ bleibt an Position 3 von 4.',
      ),
    );
    await expect(args.onReorder).not.toHaveBeenCalled();
    await expect(titles(canvas.getByRole('list', { name: 'Lektionen' }))[2]).toBe(
      'Einwände behandeln',
    );
  },
};

/** The mouse drags a row by its handle (after 4 px) to another place. */
export const PointerReorder: Story = {
  play: async ({ args, canvas }) => {
    const handle = canvas.getByRole('button', { name: 'Verschieben: Termin vereinbaren' });
    const target = canvas.getByText('Begrüßung am Telefon');
    const from = handle.getBoundingClientRect();
    const to = target.getBoundingClientRect();
    const start = { clientX: from.left + from.width / 2, clientY: from.top + from.height / 2 };
    const end = { clientX: start.clientX, clientY: to.top + 2 };

    fireEvent.pointerDown(handle, { ...start, isPrimary: true, button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(handle, { clientX: start.clientX, clientY: start.clientY - 10 });
    await pause();
    fireEvent.pointerMove(handle, end);
    await pause();
    await waitFor(() =>
      expect(statusOf(handle)).toHaveTextContent('„Termin vereinbaren“ an Position 1 von 4.'),
    );
    fireEvent.pointerUp(handle, end);

    await expect(args.onReorder).toHaveBeenCalledWith(['l4', 'l1', 'l2', 'l3']);
    await waitFor(() =>
      expect(titles(canvas.getByRole('list', { name: 'Lektionen' }))[0]).toBe('Termin vereinbaren'),
    );
  },
};

/** While saving, say: the handles are disabled and the keyboard moves nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const handles = canvas.getAllByRole('button', { name: /^Verschieben: / });
    for (const handle of handles) await expect(handle).toBeDisabled();
    await userEvent.tab();
    await expect(document.activeElement).not.toBe(handles[0]);
    await userEvent.keyboard(' {ArrowDown} ');
    await expect(args.onReorder).not.toHaveBeenCalled();
  },
};

function CourseOutline({ onReorder }: CourseProps) {
  const [modules, setModules] = useState(MODULES);
  return (
    <Frame>
      <SortableList
        label="Module"
        items={modules}
        getId={(module) => module.id}
        getLabel={(module) => module.title}
        onReorder={(ids) => {
          onReorder(ids);
          setModules((current) => reorder(current, ids));
        }}
        renderItem={(module, handle) => (
          <>
            <RowLayout>
              {handle}
              <Title>{module.title}</Title>
              <Minutes>{module.lessons.length} Lektionen</Minutes>
            </RowLayout>
            <ModuleBody>
              <SortableList
                label={`Lektionen in „${module.title}“`}
                items={module.lessons}
                getId={(lesson) => lesson.id}
                getLabel={(lesson) => lesson.title}
                renderItem={(lesson, lessonHandle) => (
                  <LessonRow lesson={lesson} handle={lessonHandle} />
                )}
                onReorder={(ids) => {
                  onReorder(ids);
                  setModules((current) =>
                    current.map((entry) =>
                      entry.id === module.id
                        ? { ...entry, lessons: reorder(entry.lessons, ids) }
                        : entry,
                    ),
                  );
                }}
              />
            </ModuleBody>
          </>
        )}
      />
    </Frame>
  );
}

/** Modules, each with its own list of lessons: a lesson moves within its module only. */
export const Nested: Story = {
  render: (args) => <CourseOutline {...args} />,
  play: async ({ args, canvas }) => {
    const modules = canvas.getByRole('list', { name: 'Module' });
    const lessons = canvas.getByRole('list', { name: 'Lektionen in „Das erste Gespräch“' });
    await expect(
      canvas.getByRole('button', { name: 'Verschieben: Das erste Gespräch' }),
    ).toBeVisible();

    // A lesson: Termin vereinbaren moves up one place inside its module.
    const handle = within(lessons).getByRole('button', {
      name: 'Verschieben: Termin vereinbaren',
    });
    const live = statusOf(handle);
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(live).toHaveTextContent('„Termin vereinbaren“ aufgenommen, Position 3 von 3.'),
    );
    await pause();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(live).toHaveTextContent('„Termin vereinbaren“ an Position 2 von 3.'),
    );
    await userEvent.keyboard(' ');
    await expect(args.onReorder).toHaveBeenLastCalledWith(['m2-l1', 'm2-l3', 'm2-l2']);
    await waitFor(() =>
      expect(titles(lessons)).toEqual([
        'Begrüßung am Telefon',
        'Termin vereinbaren',
        'Bedarf ermitteln',
      ]),
    );

    // A module: the last one moves to the top, with its lessons.
    const moduleHandle = canvas.getByRole('button', { name: 'Verschieben: Abschluss' });
    const moduleLive = statusOf(moduleHandle);
    await expect(moduleLive).not.toBe(live);
    moduleHandle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(moduleLive).toHaveTextContent('„Abschluss“ aufgenommen, Position 3 von 3.'),
    );
    await pause();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(moduleLive).toHaveTextContent('„Abschluss“ an Position 2 von 3.'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(moduleLive).toHaveTextContent('„Abschluss“ an Position 1 von 3.'));
    await userEvent.keyboard(' ');
    await expect(args.onReorder).toHaveBeenLastCalledWith(['m3', 'm1', 'm2']);
    await waitFor(() =>
      expect(
        within(modules)
          .getAllByRole('button', { name: /^Verschieben: / })
          .map((button) => button.getAttribute('aria-label'))[0],
      ).toBe('Verschieben: Abschluss'),
    );
    // The module took its lesson along.
    await expect(canvas.getByRole('list', { name: 'Lektionen in „Abschluss“' })).toHaveTextContent(
      'Angebot nachfassen',
    );
  },
};
