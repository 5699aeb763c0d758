import { useEffect, useId, useRef, type SyntheticEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useHydrated } from '../shared/use-hydrated';
import {
  $search,
  $searchSticky,
  chooseSuggestion,
  closeSearch,
  focusSearch,
  initSearchFromPage,
  moveActive,
  searchHotWord,
  panelVisible,
  searchUrl,
  setSearchType,
  submitSearch,
  typeKeywords,
  MAX_KEYWORD_LENGTH,
  type HighlightRange,
  type SearchType,
} from '../../stores/search';
import CartButton from '../header-account/CartButton';
import './header-search.css';

type Props = { keywords: string; type: SearchType; hotWords: string[]; siteName: string };

/** Splits text into plain and highlighted pieces by the server's ranges. */
export function highlighted(text: string, ranges: HighlightRange[]): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  ranges.forEach((r, i) => {
    if (r.start > at) out.push(text.slice(at, r.start));
    out.push(<mark key={i}>{text.slice(r.start, r.end)}</mark>);
    at = r.end;
  });
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/**
 * The header search (spec: search box with drug/manufacturer toggle, hot words, suggestion dropdown
 * with loading and empty states, sticky bar on scroll, cart button). Renders $search; all behaviour
 * lives in src/stores/search.ts. Without JavaScript it is a plain GET form to /search.
 */
export default function HeaderSearch({ keywords: initialKeywords, type: initialType, hotWords, siteName }: Props) {
  const onServer = typeof window === 'undefined';
  // In the browser the store starts from the page's keyword before the first render, so hydration
  // matches the server's HTML. On the server the module-level store is shared by all requests and is
  // never written: that render uses the props alone.
  if (!onServer) initSearchFromPage(initialKeywords, initialType);
  const stored = useStore($search);
  const stickyStored = useStore($searchSticky);
  const state = onServer ? { ...stored, keywords: initialKeywords, type: initialType, open: false, suggestions: [], active: -1, notice: null } : stored;
  // The sticky flag reads the window's scroll position: a page scrolled before this island hydrated
  // (a quick thumb, a scrolled-to button, restored scroll) must still hydrate the server's non-sticky bar.
  const sticky = useHydrated() && stickyStored;
  const { keywords, type } = state;
  const input = useRef<HTMLInputElement>(null);
  // Text typed before the island hydrated is in the input but not in the store: take it over.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== $search.get().keywords) typeKeywords(typed);
    if (typed.trim() && input.current === document.activeElement) focusSearch();
  }, []);
  const listId = useId();
  const optionId = (i: number) => `${listId}-opt-${i}`;
  const open = panelVisible(state);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    submitSearch();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      moveActive(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      moveActive(-1);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        closeSearch();
      }
    }
  };

  return (
    <div className={`hs-holder${sticky ? ' is-sticky' : ''}`}>
      <div className="hs-bar">
        {sticky && (
          <a className="hs-logo" href="/" aria-label={`${siteName}首页`}>
            <img src="/favicon.svg" alt="" width="32" height="32" />
            <strong>{siteName}</strong>
          </a>
        )}
        <form className="hs" action="/search" method="get" role="search" aria-label="商品搜索" onSubmit={onSubmit}>
          <div className="hs-type" role="radiogroup" aria-label="搜索类型">
            {(
              [
                [1, '药品'],
                [2, '厂家'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className={type === value ? 'on' : undefined}>
                <input type="radio" name="type" value={value} checked={type === value} onChange={() => setSearchType(value)} />
                {label}
              </label>
            ))}
          </div>
          <div className="hs-box">
            <div className="hs-row">
              <label htmlFor={`${listId}-input`} className="sr-only">
                搜索关键词
              </label>
              <input
                ref={input}
                id={`${listId}-input`}
                name="keywords"
                type="search"
                maxLength={MAX_KEYWORD_LENGTH}
                autoComplete="off"
                placeholder={type === 2 ? '生产厂家名称 / 拼音首字母' : '药品名称 / 批准文号 / 拼音首字母，如 amxl'}
                value={keywords}
                onChange={(e) => typeKeywords(e.target.value)}
                onFocus={focusSearch}
                onBlur={closeSearch}
                onKeyDown={onKeyDown}
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={open}
                aria-controls={listId}
                aria-activedescendant={open && state.active >= 0 ? optionId(state.active) : undefined}
              />
              <button type="submit" className="btn">
                搜索
              </button>
            </div>
            <div className="hs-panel" id={listId} role="listbox" aria-label="搜索建议" hidden={!open}>
              {open && state.status === 'searching' && (
                <p className="hs-state" role="status">
                  正在搜索…
                </p>
              )}
              {open && state.status === 'empty' && (
                <p className="hs-state" role="status">
                  没有找到相关{type === 2 ? '厂家' : '商品'}，换个关键词试试
                </p>
              )}
              {open && state.status === 'results' && state.notice && (
                <p className="hs-notice" role="status">
                  {state.notice}
                </p>
              )}
              {open &&
                state.suggestions.map((s, i) => (
                  <a
                    key={`${s.type}-${s.keywords}-${i}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={state.active === i}
                    className={state.active === i ? 'active' : undefined}
                    href={searchUrl(s.keywords, s.type) ?? '/search'}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={(e) => {
                      e.preventDefault();
                      chooseSuggestion(i);
                    }}
                  >
                    <span className="hs-text">{highlighted(s.text, s.highlight)}</span>
                    {s.maker || s.spec ? <span className="hs-detail">{[s.spec, s.maker].filter(Boolean).join(' · ')}</span> : null}
                    <span className="hs-count">{s.count} 个商品</span>
                  </a>
                ))}
            </div>
          </div>
          {!sticky && hotWords.length > 0 && (
            <ul className="hs-hot" aria-label="热门搜索">
              {hotWords.map((word) => (
                <li key={word}>
                  <a
                    href={searchUrl(word, 1) ?? '/search'}
                    onClick={(e) => {
                      e.preventDefault();
                      searchHotWord(word);
                    }}
                  >
                    {word}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </form>
        {sticky && <CartButton />}
      </div>
    </div>
  );
}
