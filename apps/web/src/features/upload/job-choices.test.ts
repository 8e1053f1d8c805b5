import { beforeEach, describe, expect, it } from 'vitest';
import { isJobConfirmed, jobChoices, markJobConfirmed, rememberJobChoices } from './job-choices.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('job choices: what the job does not keep, kept in the browser (docs/product/states.md#upload)', () => {
  beforeEach(() => localStorage.clear());

  it('gives back the topic name and language a job was started with, and null for another job', () => {
    rememberJobChoices('a', { language: 'uk', problemsetName: 'Дроби' });
    expect(jobChoices('a')).toEqual({ language: 'uk', problemsetName: 'Дроби' });
    expect(jobChoices('b')).toBeNull();
  });

  it('forgets jobs older than the 7 days the server keeps them', () => {
    const now = Date.now();
    rememberJobChoices('old', { language: 'de', problemsetName: '' }, now - 8 * DAY);
    rememberJobChoices('new', { language: 'en', problemsetName: 'x' }, now);
    expect(jobChoices('old')).toBeNull();
    expect(jobChoices('new')).not.toBeNull();
  });

  it('ignores damaged storage and entries of the wrong shape', () => {
    localStorage.setItem('upload_job_choices', '{not json');
    expect(jobChoices('a')).toBeNull();
    localStorage.setItem('upload_job_choices', JSON.stringify({ a: { language: 'fr', problemsetName: '', savedAt: 1 }, b: null }));
    expect(jobChoices('a')).toBeNull();
    expect(jobChoices('b')).toBeNull();
    rememberJobChoices('c', { language: 'es', problemsetName: '' });
    expect(jobChoices('c')).toEqual({ language: 'es', problemsetName: '' });
  });

  it('notes a job whose drafts were created', () => {
    rememberJobChoices('a', { language: 'de', problemsetName: '' });
    expect(isJobConfirmed('a')).toBe(false);
    markJobConfirmed('a', { language: 'de', problemsetName: 'Brüche' });
    expect(isJobConfirmed('a')).toBe(true);
    expect(jobChoices('a')).toEqual({ language: 'de', problemsetName: 'Brüche' });
  });
});
