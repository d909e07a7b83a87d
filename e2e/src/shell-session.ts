import type { Page } from 'playwright-core';

/** A client account made through the API (POST /api/auth/signup: role Client, its own workspace). */
export async function signUpClient(baseUrl: string, user: { name: string; email: string; password: string }): Promise<void> {
  const [first_name, ...rest] = user.name.split(' ');
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password, name: user.name, first_name, last_name: rest.join(' ') || undefined }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
}

/** Signs in through the login page and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/e-?mail/i).first().fill(email);
  await page.getByLabel(/^password$/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL(/\/dashboard\/default$/);
  await page.getByRole('navigation', { name: /main menu/i }).or(page.getByRole('button', { name: /open menu/i })).first().waitFor();
}

/** Stores theme preferences the way the app keeps them, then reloads so they apply from the start. */
export async function setPreferences(
  page: Page,
  preferences: { theme?: 'light' | 'dark' | 'system'; locale?: 'en' | 'fr' | 'ro' | 'zh'; appearance?: Record<string, unknown> },
): Promise<void> {
  await page.evaluate((values) => {
    if (values.theme) localStorage.setItem('cadence.theme', JSON.stringify(values.theme));
    if (values.locale) localStorage.setItem('cadence.locale', JSON.stringify(values.locale));
    if (values.appearance) localStorage.setItem('cadence.appearance', JSON.stringify(values.appearance));
  }, preferences);
  await page.reload();
}
