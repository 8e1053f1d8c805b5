// Where Chakra's styles go in the page (docs/architecture.md, "Style rules and the browser").
//
// Chakra puts every style it makes inside a cascade layer (@layer recipes, @layer css, …).
// Emotion's production sheet adds each new rule to one stylesheet with insertRule, and Chromium
// answers an insertRule inside @layer in a stylesheet already in use by working out the style of
// every element of the page again: 1,500 elements where the same rule outside a layer costs 1.
// A screen that mounted a part with styles not seen before paid for the whole page, several
// times during a load. A new stylesheet costs the browser only the elements its rules match, so
// this sheet starts a new <style> element for each batch of rules: the rules one task adds
// (React inserts a commit's styles together, before anything reads the layout).
import createCache, { type EmotionCache } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';

export class BatchedStyleSheet extends StyleSheet {
  /** The style element's sheet that takes this task's rules; null once the task is over. */
  #open: CSSStyleSheet | null = null;

  override insert(rule: string): void {
    let sheet = this.#open;
    if (!sheet) {
      const tag = document.createElement('style');
      tag.setAttribute('data-emotion', this.key);
      if (this.nonce !== undefined) tag.setAttribute('nonce', this.nonce);
      this.#place(tag);
      sheet = tag.sheet!;
      this.#open = sheet;
      queueMicrotask(() => {
        if (this.#open === sheet) this.#open = null;
      });
    }
    try {
      sheet.insertRule(rule, sheet.cssRules.length);
    } catch {
      // A rule for another engine (a -moz- selector): this browser skips it, as with Emotion's sheet.
    }
    this.ctr++;
  }

  override hydrate(nodes: HTMLStyleElement[]): void {
    for (const node of nodes) this.#place(node);
  }

  override flush(): void {
    for (const tag of this.tags) tag.remove();
    this.tags = [];
    this.ctr = 0;
    this.#open = null;
  }

  /** Where Emotion's sheet puts its elements: after its last one, else at its insertion point. */
  #place(tag: HTMLStyleElement): void {
    const last = this.tags.at(-1);
    const before = last
      ? last.nextSibling
      : this.insertionPoint
        ? this.insertionPoint.nextSibling
        : this.prepend
          ? this.container.firstChild
          : this.before;
    this.container.insertBefore(tag, before);
    this.tags.push(tag);
  }
}

/** The app's Emotion cache (app/providers.tsx): Emotion's own in development and tests, the batched sheet in a build. */
export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  if (import.meta.env.PROD) cache.sheet = new BatchedStyleSheet({ key: 'css', container: document.head });
  return cache;
}
