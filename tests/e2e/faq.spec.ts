/**
 * The FAQ in real Chromium WITHOUT JavaScript: the FAQ page shows every question and its answer,
 * and beside a form each question opens by a click (a `<details>`) to its answer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { FaqEntryFile } from '@/lib/faq/faq-rules';
import { translatorFor } from './support/messages';

test.use({ javaScriptEnabled: false });

// Playwright's loader cannot import JSON (support/messages.ts): the FAQ files, read.
const FOLDER = path.resolve(import.meta.dirname, '../../content/faq');
const entries = readdirSync(FOLDER)
  .map((name) => JSON.parse(readFileSync(path.join(FOLDER, name), 'utf8')) as FaqEntryFile)
  .sort((a, b) => a.order - b.order);
/** The first paragraph of an answer that names no figure and has no link, to compare as shown. */
const plainParagraph = (text: string) => text.split('\n\n')[0]!;
const isPlain = (text: string) => !/[{[]/.test(plainParagraph(text));

test('the French FAQ shows every question as a heading under its topic, with its answer, without JavaScript', async ({ page }) => {
  await page.goto('/fr/faq');
  await expect(page.locator('h1')).toHaveText(translatorFor('fr')('faq.title'));
  // The topics in the page's order, each with its heading; under each, its questions in order.
  const topics = await page
    .locator('main section.faq-topic')
    .evaluateAll((sections) => sections.map((section) => section.id.replace(/^topic-/, '')));
  const inPageOrder = topics.flatMap((topic) => entries.filter((entry) => entry.topic === topic));
  expect(inPageOrder).toHaveLength(entries.length);
  await expect(page.locator('main h2')).toHaveText(topics.map((topic) => translatorFor('fr')(`faq.topics.${topic}` as 'faq.title')));
  await expect(page.locator('main h3')).toHaveText(inPageOrder.map((entry) => entry.question.fr));
  const plain = entries.find((entry) => isPlain(entry.answer.fr))!;
  await expect(page.getByText(plainParagraph(plain.answer.fr), { exact: true })).toBeVisible();
  // A link in an answer opens the page in French.
  await page.locator('main article a[href="/fr/terms"]').first().click();
  await expect(page).toHaveURL(/\/fr\/terms$/);
});

test('beside the demo form, a question opens to its answer by a click, without JavaScript', async ({ page }) => {
  await page.goto('/de/demo');
  // In the FAQ's order (by topic, then order): the shipped orders rise with the topics.
  const forDemo = entries.filter((entry) => entry.forms.includes('demo'));
  await expect(page.locator('.form-faq summary')).toHaveText(forDemo.map((entry) => entry.question.de));
  const plain = forDemo.find((entry) => isPlain(entry.answer.de))!;
  const answer = page.getByText(plainParagraph(plain.answer.de), { exact: true });
  await expect(answer).toBeHidden();
  await page.locator('.form-faq summary', { hasText: plain.question.de }).click();
  await expect(answer).toBeVisible();
  await page.getByRole('link', { name: translatorFor('de')('faq.allQuestions') }).click();
  await expect(page).toHaveURL(/\/de\/faq$/);
});
