// zod/mini, and loaded only after the first paint (see `loadAuthSchemas`): even zod/mini's core
// is ~14 KB gzip, too much for the sign-in page's budget; the full zod would be ~25 KB more.
import { z } from 'zod/mini';
import { MIN_PASSWORD_LENGTH } from './authForm';

const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'Bitte gib deine E-Mail-Adresse ein.')),
  z.email('Bitte gib eine gültige E-Mail-Adresse ein.'),
);

/** Sign-in: Firebase decides whether the password is right; here only that there is one. */
export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'Bitte gib dein Passwort ein.')),
});

/** Sign-up: Firebase's own minimum password length, said before Firebase refuses it. */
export const signUpSchema = z.object({
  displayName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Bitte gib deinen Namen ein.'),
      z.maxLength(100, 'Der Name darf höchstens 100 Zeichen lang sein.'),
    ),
  email,
  password: z
    .string()
    .check(
      z.minLength(
        MIN_PASSWORD_LENGTH,
        `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen haben.`,
      ),
    ),
});

/** 'Passwort vergessen?': the address the link goes to, checked like the sign-in's. */
export const passwordResetSchema = z.object({ email });
