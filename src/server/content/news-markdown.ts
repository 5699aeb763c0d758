/**
 * News bodies are Markdown typed by the operator into the database: rendered here with raw HTML
 * switched off (tags appear as text), links limited to safe schemes by markdown-it's own
 * validation, headings demoted below the page's h1, and links leaving the site opened safely.
 */
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: false });

// Only web, mail and phone links, or links without a scheme (site paths, anchors), on top of
// markdown-it's own check (which already refuses javascript:, vbscript:, file: and data:).
const SAFE_SCHEME = /^(?:https?|mailto|tel):/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const defaultValidate = md.validateLink.bind(md);
md.validateLink = (url: string) => {
  // Control characters are stripped on purpose: browsers ignore them inside a scheme (`java\0script:`).
  // eslint-disable-next-line no-control-regex
  const bare = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return defaultValidate(url) && (SAFE_SCHEME.test(bare) || !HAS_SCHEME.test(bare));
};

// `#` and `##` both become h2 (the title is the page's h1); deeper levels keep theirs.
md.core.ruler.push('demote_headings', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') token.tag = 'h2';
  }
});

const renderLink = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = tokens[idx].attrGet('href') ?? '';
  if (/^https?:\/\//i.test(href)) {
    tokens[idx].attrSet('target', '_blank');
    tokens[idx].attrSet('rel', 'noopener noreferrer nofollow');
  }
  return renderLink(tokens, idx, options, env, self);
};

const renderImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet('loading', 'lazy');
  tokens[idx].attrSet('decoding', 'async');
  return renderImage(tokens, idx, options, env, self);
};

export function renderNewsMarkdown(body: string): string {
  return md.render(body);
}
