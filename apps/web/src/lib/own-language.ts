// Saving the signed-in user's language choice to their account: after a sign-in (the public
// pages) and from the shell's language switcher (the profile), so it lives below both features.
import type { Language, ProfileUpdate, User } from '@backoffice/api-client';
import type { ApiClient } from './api-context.tsx';

/**
 * PUT /admin/auth/me with another language and the rest of the profile as it is: the language
 * chosen with a switcher becomes the account's, so it applies at the next sign-in too.
 */
export async function saveOwnLanguage(api: ApiClient, user: User, language: Language): Promise<User> {
  const body: ProfileUpdate = {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    gender: user.gender,
    active: user.active,
    language,
  };
  const { data } = await api.fetch.PUT('/admin/auth/me', { body });
  if (!data) throw new Error('PUT /admin/auth/me answered without a user');
  return data;
}
