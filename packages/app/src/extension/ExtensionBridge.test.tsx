import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthContext } from '../auth/AuthContext';
import { authFixture } from '../testing/storyProviders';
import { ExtensionBridge } from './ExtensionBridge';

describe('ExtensionBridge', () => {
  it('installs the bridge after the first render (idle or a 0 ms timer), and removes it', async () => {
    const { unmount } = render(
      <AuthContext.Provider value={authFixture()}>
        <ExtensionBridge />
      </AuthContext.Provider>,
    );
    // Not part of the first render's work.
    expect(document.documentElement.dataset.sprintBridge).toBeUndefined();
    await waitFor(() => expect(document.documentElement.dataset.sprintBridge).toBe('ready'));

    unmount();
    expect(document.documentElement.dataset.sprintBridge).toBeUndefined();
  });
});
