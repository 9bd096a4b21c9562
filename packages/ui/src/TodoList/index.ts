export { TodoItem, TodoList } from './TodoList';
export type { TodoItemProps, TodoListProps } from './TodoList';
