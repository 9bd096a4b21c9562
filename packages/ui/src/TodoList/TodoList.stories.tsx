import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Text } from '../Text';
import { TodoList, TodoItem } from './TodoList';

type Todo = { id: string; title: string; due: string; overdue?: boolean; done?: boolean };

const todos: Todo[] = [
  { id: '1', title: 'Angebot nachfassen', due: 'Fällig: Heute, 10:00' },
  { id: '2', title: 'Vertrag prüfen', due: 'Überfällig: Gestern', overdue: true },
  { id: '3', title: 'Rechnung schreiben', due: 'Fällig: 02.11.2026', done: true },
];

const onOpen = fn();

function Todos({ initial = todos }: { initial?: Todo[] }) {
  const [done, setDone] = useState(
    () => new Set(initial.filter((todo) => todo.done).map((todo) => todo.id)),
  );
  return (
    <div style={{ maxWidth: '36rem' }}>
      <TodoList aria-label="Heute">
        {initial.map((todo) => (
          <TodoItem
            key={todo.id}
            label={todo.title}
            checked={done.has(todo.id)}
            onCheckedChange={(checked) =>
              setDone((current) => {
                const next = new Set(current);
                if (checked) next.add(todo.id);
                else next.delete(todo.id);
                return next;
              })
            }
            action={
              <Button
                variant="ghost"
                size="icon"
                aria-label={`„${todo.title}“ bearbeiten`}
                onClick={() => onOpen(todo.id)}
              >
                <Pencil aria-hidden />
              </Button>
            }
            meta={
              <>
                <Text
                  numeric
                  tone={todo.overdue && !done.has(todo.id) ? 'destructive' : undefined}
                  weight={todo.overdue && !done.has(todo.id) ? 'medium' : undefined}
                >
                  {todo.due}
                </Text>
                <Badge variant="secondary">Normal</Badge>
                <span>Nora Nordlicht</span>
              </>
            }
          />
        ))}
      </TodoList>
    </div>
  );
}

const meta = {
  title: 'UI/Data Display/TodoList',
  component: TodoList,
  render: () => <Todos />,
} satisfies Meta<typeof TodoList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, overdue and done items; each box is named by its item. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Heute' });
    const boxes = within(list).getAllByRole('checkbox');
    await expect(boxes.map((box) => box.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'true',
    ]);
    await expect(within(list).getByRole('checkbox', { name: 'Angebot nachfassen' })).toBeVisible();
  },
};

/** Ticking an item marks it done (struck through); clearing it opens it again. */
export const Complete: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Angebot nachfassen' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    const item = box.closest('li');
    await expect(item).toHaveAttribute('data-state', 'checked');
    const label = canvas.getByText('Angebot nachfassen');
    await expect(getComputedStyle(label).textDecorationLine).toBe('line-through');
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
  },
};

/** The keyboard: Space ticks the focused box, Tab goes on to the item's action. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    onOpen.mockClear();
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Angebot nachfassen' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: '„Angebot nachfassen“ bearbeiten' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onOpen).toHaveBeenCalledWith('1');
  },
};

/** Without details: just the box and the action. */
export const WithoutMeta: Story = {
  render: () => (
    <TodoList aria-label="Einkauf">
      <TodoItem label="Druckerpapier" checked={false} onCheckedChange={() => undefined} />
      <TodoItem label="Briefmarken" checked onCheckedChange={() => undefined} />
    </TodoList>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="todo-item-meta"]')).toBeNull();
  },
};
