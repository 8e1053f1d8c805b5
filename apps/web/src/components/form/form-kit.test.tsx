import { Button, chakra } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { renderApp } from '../../../test/render.tsx';
import { EmailField, GenderField, LanguageField, PasswordField, TextField } from './fields.tsx';
import { emailText, genderValue, languageValue, passwordText, requiredText } from './form-rules.ts';
import { formProblem, useZodForm } from './use-zod-form.ts';

const schema = z.object({
  name: requiredText(),
  email: emailText(),
  password: passwordText({ required: false }),
  gender: genderValue(),
  language: languageValue(),
});

function Probe({ onSave, onProblem }: { onSave: (values: z.output<typeof schema>) => void; onProblem: (p: string | null) => void }) {
  const form = useZodForm(schema, { name: '', email: '', password: '', gender: 'm', language: 'en' });
  const { control } = form;
  return (
    <chakra.form noValidate onSubmit={form.handleSubmit(onSave, (errors) => onProblem(formProblem(errors)))}>
      <TextField control={control} name="name" label="Name" required />
      <EmailField control={control} name="email" label="E-mail" required />
      <PasswordField control={control} name="password" label="Password" required={false} />
      <GenderField control={control} name="gender" label="Gender" />
      <LanguageField control={control} name="language" label="Language" />
      <Button type="submit">Send</Button>
    </chakra.form>
  );
}

describe('form kit (docs/product/validation.md)', () => {
  it('marks required fields and shows each broken rule under its field, in the interface language', async () => {
    const onSave = vi.fn();
    const onProblem = vi.fn();
    const user = userEvent.setup();
    renderApp({ ui: <Probe onSave={onSave} onProblem={onProblem} /> });
    expect(screen.getByLabelText(/^Name/)).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).not.toBeRequired();
    expect(screen.getByText('At least 12 characters. Leave blank to keep the current password.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(onProblem).toHaveBeenLastCalledWith('required');
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/^Name/), 'Sabine');
    await user.type(screen.getByLabelText(/^E-mail/), 'no-at-sign');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 12 characters long.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onProblem).toHaveBeenLastCalledWith('email');
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^E-mail/));
    await user.type(screen.getByLabelText(/^E-mail/), 'sabine@example.org');
    await user.clear(screen.getByLabelText(/^Password/));
    await user.click(screen.getByRole('radio', { name: 'Female', hidden: true }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSave).toHaveBeenCalledWith(
      { name: 'Sabine', email: 'sabine@example.org', password: '', gender: 'w', language: 'ru' },
      expect.anything(),
    );
  });
});
