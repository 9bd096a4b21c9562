import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ErrorView } from './ErrorView';

/** A thrown error with a fixed stack, so the expanded screenshot is the same on every machine. */
function fakeError(): Error {
  const error = new TypeError("Cannot read properties of undefined (reading 'companyName')");
  error.stack = [
    "TypeError: Cannot read properties of undefined (reading 'companyName')",
    '    at LeadBreadcrumb (src/pages/crm/LeadBreadcrumb.tsx:14:27)',
    '    at renderWithHooks (react-dom-client.development.js:5531:22)',
    '    at updateFunctionComponent (react-dom-client.development.js:8897:19)',
    '    at beginWork (react-dom-client.development.js:10522:18)',
  ].join('\n');
  return error;
}

const meta = {
  title: 'Shell/ErrorView',
  component: ErrorView,
  args: { error: fakeError() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['error', 'not-found'] },
    error: { control: false },
  },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Details stay folded until asked for; the toggle works by mouse and keyboard. */
export const Error: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Something went wrong!' }),
    ).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Show Error' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/at LeadBreadcrumb/)).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Hide Error');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = canvas.getByText(/at LeadBreadcrumb/);
    await expect(details).toBeVisible();
    await expect(details).toHaveTextContent("reading 'companyName'");
    await expect(toggle).toHaveAttribute('aria-controls', details.id);

    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName('Show Error');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/at LeadBreadcrumb/)).not.toBeInTheDocument();
  },
};

/** Details open, as a person sees them after 'Show Error'. */
export const ErrorExpanded: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show Error' }));
    await expect(canvas.getByRole('button', { name: 'Hide Error' })).toBeVisible();
    await expect(canvas.getByText(/at LeadBreadcrumb/)).toBeVisible();
  },
};

/** Something other than an Error was thrown: shown as it is. */
export const NonErrorValue: Story = {
  args: { error: 'Verbindung zum Server abgebrochen' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show Error' }));
    await expect(canvas.getByText('Verbindung zum Server abgebrochen')).toBeVisible();
  },
};

/** No route matched. */
export const NotFound: Story = {
  args: { variant: 'not-found', error: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
