import { afterEach, describe, expect, it } from 'vitest';
import { BatchedStyleSheet } from './style-cache.ts';

const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const emotionTags = () => Array.from(document.head.querySelectorAll('style[data-emotion="test"]'));

describe('BatchedStyleSheet', () => {
  let sheet: BatchedStyleSheet;
  afterEach(() => sheet.flush());

  it('puts the rules of one task into one new style element, and those of the next into another', async () => {
    sheet = new BatchedStyleSheet({ key: 'test', container: document.head });
    sheet.insert('.a { color: red; }');
    sheet.insert('.b { color: blue; }');
    expect(emotionTags()).toHaveLength(1);
    expect((emotionTags()[0] as HTMLStyleElement).sheet!.cssRules).toHaveLength(2);

    await nextTask();
    sheet.insert('.c { color: green; }');
    expect(emotionTags()).toHaveLength(2);
    expect((emotionTags()[1] as HTMLStyleElement).sheet!.cssRules[0]!.cssText).toContain('.c');
    expect(sheet.ctr).toBe(3);
  });

  it('keeps its elements in order before a given element, and removes them all on flush', async () => {
    const after = document.createElement('style');
    document.head.appendChild(after);
    sheet = new BatchedStyleSheet({ key: 'test', container: document.head });
    sheet.before = after;
    sheet.insert('.a { color: red; }');
    await nextTask();
    sheet.insert('.b { color: blue; }');
    const order = Array.from(document.head.children);
    const [first, second] = emotionTags();
    expect(order.indexOf(first!)).toBeLessThan(order.indexOf(second!));
    expect(order.indexOf(second!)).toBeLessThan(order.indexOf(after));

    sheet.flush();
    expect(emotionTags()).toHaveLength(0);
    sheet.insert('.c { color: green; }');
    expect(emotionTags()).toHaveLength(1);
    after.remove();
  });

  it('skips a rule the browser does not understand, and goes on with the others', () => {
    sheet = new BatchedStyleSheet({ key: 'test', container: document.head });
    sheet.insert('.a::-moz-unknown-thing { color: red; }');
    sheet.insert('.b { color: blue; }');
    const rules = Array.from((emotionTags()[0] as HTMLStyleElement).sheet!.cssRules).map((rule) => rule.cssText);
    expect(rules.some((text) => text.includes('.b'))).toBe(true);
  });
});
