import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DescriptionList,
  ImageUploadField,
  RoleBadge,
  Stack,
  TextField,
  resolveDisplayName,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { useAuth } from '../../auth/AuthContext';
import { useZodForm } from '../../forms/useZodForm';
import { announceProfileUpdated } from '../../shell';
import { errorMessage, profileSchema } from './accountForms';
import { blobToDataUrl } from './files';
import type { AccountProfile } from './queries';

/** The name and its button on one line; the button under the field on a narrow screen. */
const NameRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--space-4);

  & > :first-child {
    flex: 1 1 16rem;
  }

  /* Level with the input, below the label. */
  & > button {
    margin-top: calc(var(--font-size-sm) * var(--line-height-tight) + var(--space-2));
  }
`;

/**
 * Name and picture as the company sees them, and the sign-in address. Every change goes to the
 * server, then the spec's `profileUpdated` event makes the sidebar show it at once.
 */
export function ProfileCard({ profile }: { profile: AccountProfile }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { customer, databaseUser } = useAuth();
  const update = useMutation(trpc.account.profile.update.mutationOptions());
  const setAvatar = useMutation(trpc.account.profile.setAvatar.mutationOptions());
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(profileSchema, {
    values: { displayName: profile.displayName ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { register, formState } = form;
  const name = resolveDisplayName(profile);

  const saved = (next: AccountProfile) => {
    queryClient.setQueryData(trpc.account.profile.get.queryKey(), next);
    announceProfileUpdated();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const next = await update.mutateAsync(values);
      saved(next);
      // The name as stored (trimmed); `keepDirtyValues` would otherwise keep the typed text.
      form.reset({ displayName: next.displayName ?? '' }, { keepDirtyValues: false });
      toast({ title: 'Profil gespeichert', variant: 'success' });
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  // A refusal rejects with the server's German message, which the field shows.
  const changeAvatar = async (dataUrl: string | null) => {
    saved(await setAvatar.mutateAsync({ dataUrl }));
    toast({
      title: dataUrl ? 'Profilbild gespeichert' : 'Profilbild entfernt',
      variant: 'success',
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Profil</CardTitle>
        <CardDescription>So sehen dich die anderen in deinem Unternehmen.</CardDescription>
      </CardHeader>
      <CardContent>
        <Stack gap="6">
          <ImageUploadField
            label="Profilbild"
            variant="avatar"
            value={profile.avatar}
            name={name}
            onChange={async (image) => changeAvatar(await blobToDataUrl(image))}
            onRemove={() => changeAvatar(null)}
          />
          <form
            aria-label="Name ändern"
            noValidate
            aria-busy={update.isPending}
            onSubmit={(event) => {
              // One save at a time: a second Enter while saving is dropped.
              if (update.isPending) event.preventDefault();
              else void onSubmit(event);
            }}
          >
            <Stack gap="4">
              <Alert message={serverError} />
              <NameRow>
                <TextField
                  label="Name"
                  autoComplete="name"
                  required
                  {...register('displayName')}
                  error={formState.errors.displayName?.message}
                />
                <Button type="submit" aria-disabled={update.isPending || undefined}>
                  {update.isPending ? 'Wird gespeichert...' : 'Speichern'}
                </Button>
              </NameRow>
            </Stack>
          </form>
          <DescriptionList
            items={[
              { key: 'email', term: 'E-Mail-Adresse', details: profile.email },
              ...(customer
                ? [
                    { key: 'company', term: 'Unternehmen', details: customer.name },
                    {
                      key: 'role',
                      term: 'Rolle',
                      details: <RoleBadge role={databaseUser?.role} />,
                    },
                  ]
                : []),
            ]}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
