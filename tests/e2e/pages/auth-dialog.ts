import { expect, type Locator, type Page } from '@playwright/test';
import { AUTH_MESSAGES } from '../../../shared/contract/auth-messages';
import { confirmationToken } from '../../helpers/mail';
import { e2eDataDir } from '../support/accounts';
import { networkIdle } from '../support/network-idle';

/** A fresh account's credentials: unique per call, so parallel runs and repeated runs never collide. */
export interface Account {
  username: string;
  email: string;
  password: string;
}

/** A new account whose username starts with two words, so its avatar shows "DK". */
export function freshAccount(): Account {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`;
  return { username: `dana.k${suffix}`, email: `journey-${suffix}@example.test`, password: 'journey-pass-2718' };
}

/** The field labels of the login and register forms. */
export type AuthField = 'שם משתמש' | 'כתובת מייל' | 'סיסמה' | 'אימות סיסמה';

/** The login/register modal dialog, the header's account area and the toast they report to. */
export class AuthDialog {
  /** The open modal dialog. */
  readonly dialog: Locator;
  /** The site header. */
  readonly header: Locator;
  /** The toast region (one toast at a time). */
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.header = page.getByRole('banner');
    this.toasts = page.getByRole('region', { name: 'התראות (F8)' });
  }

  /** Opens the dialog from the header's login or register button. */
  async openFromHeader(mode: 'login' | 'register'): Promise<void> {
    // A pre-rendered page shows its header before the app hydrates it; a click before that does nothing.
    await networkIdle(this.page);
    await this.header.getByRole('button', { name: mode === 'login' ? 'התחברות' : 'הרשמה', exact: true }).click();
    await this.expectMode(mode);
  }

  /** Asserts the dialog is open in the given mode (its heading names it). */
  async expectMode(mode: 'login' | 'register'): Promise<void> {
    await expect(this.dialog.getByRole('heading', { level: 2 })).toHaveText(mode === 'login' ? 'התחברות' : 'הרשמה');
  }

  /** The dialog's input labelled `label`. */
  field(label: AuthField): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  /** Fills the given fields, leaving the others as they are. */
  async fillIn(values: Partial<Record<AuthField, string>>): Promise<void> {
    for (const [label, value] of Object.entries(values) as [AuthField, string][]) await this.field(label).fill(value);
  }

  /** Presses the form's submit button (named like the mode). */
  async submit(mode: 'login' | 'register'): Promise<void> {
    await this.dialog.getByRole('button', { name: mode === 'login' ? 'התחברות' : 'הרשמה', exact: true }).click();
  }

  /**
   * Asserts each listed field shows exactly its message, tied to the input as its description and marked
   * invalid; a field mapped to null shows no message.
   */
  async expectFieldErrors(expected: Partial<Record<AuthField, string | null>>): Promise<void> {
    for (const [label, message] of Object.entries(expected) as [AuthField, string | null][]) {
      const input = this.field(label);
      if (message === null) {
        await expect(input, `${label} has no error`).not.toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleDescription('');
      } else {
        await expect(input, `${label} is invalid`).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleDescription(message);
        await expect(this.dialog.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
      }
    }
  }

  /**
   * Registers `account` through the dialog, which must be open in register mode: the dialog then says a mail was
   * sent; the link in that mail is opened, which signs the new account in and starts its first card.
   */
  async register(account: Account): Promise<void> {
    await this.fillIn({ 'שם משתמש': account.username, 'כתובת מייל': account.email, 'סיסמה': account.password, 'אימות סיסמה': account.password });
    await this.submit('register');
    const sent = this.dialog.getByRole('status');
    await expect(sent).toContainText(AUTH_MESSAGES.registrationPending);
    await expect(sent).toContainText(account.email);
    const token = await confirmationToken(e2eDataDir(), account.email);
    await this.page.goto(`/confirm-registration?token=${token}`);
    await expect(this.page).toHaveURL(/\/editor\?guided=1$/);
  }

  /** Logs `account` in through the dialog, which must be open in login mode, and waits until it closes. */
  async login(account: Pick<Account, 'email' | 'password'>): Promise<void> {
    await this.fillIn({ 'כתובת מייל': account.email, 'סיסמה': account.password });
    await this.submit('login');
    await expect(this.dialog).toBeHidden();
  }

  /** The header's avatar button that opens the user menu of `username`. */
  userMenuButton(username: string): Locator {
    return this.header.getByRole('button', { name: `תפריט המשתמש של ${username}`, exact: true });
  }

  /** Asserts the header shows `username` signed in: the initials avatar and the user's links. */
  async expectSignedIn(username: string, initials: string): Promise<void> {
    await expect(this.userMenuButton(username)).toHaveText(initials);
    await expect(this.header.getByRole('link', { name: 'לוח בקרה', exact: true })).toBeVisible();
    await expect(this.header.getByRole('button', { name: 'התחברות', exact: true })).toHaveCount(0);
  }

  /** Asserts the header shows the visitor state: login and register buttons, pricing link, no user menu. */
  async expectVisitor(): Promise<void> {
    await expect(this.header.getByRole('button', { name: 'התחברות', exact: true })).toBeVisible();
    await expect(this.header.getByRole('button', { name: 'הרשמה', exact: true })).toBeVisible();
    await expect(this.header.getByRole('link', { name: 'מחירים', exact: true })).toBeVisible();
    await expect(this.header.getByRole('button', { name: /^תפריט המשתמש של / })).toHaveCount(0);
  }

  /** Asserts the visible toast shows exactly this title and text. */
  async expectToast(title: string, text: string | RegExp): Promise<void> {
    // One look at title and text together: a toast lives a few seconds, which a busy machine can spend between two looks.
    const toast = this.toasts
      .getByRole('listitem')
      .filter({ has: this.page.locator('.toast-title').getByText(title, { exact: true }) })
      .filter({ has: this.page.locator('.toast-description').getByText(text, { exact: true }) });
    await expect(toast).toHaveCount(1);
  }

  /** Registers a fresh account through the header's register button, on the current page; returns it. */
  async signUp(): Promise<Account> {
    const account = freshAccount();
    await this.openFromHeader('register');
    await this.register(account);
    await expect(this.userMenuButton(account.username)).toBeVisible();
    return account;
  }
}
