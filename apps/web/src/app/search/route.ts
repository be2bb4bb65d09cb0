import { SECTIONS } from '@bazaar/shared/constants';
import { SEARCH_ALL, type SearchChoice, searchChoiceRoute } from '@bazaar/shared/search';
import { type NextRequest, NextResponse } from 'next/server';

/**
 * The header search before the page's JavaScript has started (a slow phone, a press of Enter in the
 * first second): the form's plain GET lands here and is sent on to `/{section}/search/{text}`, the
 * page the script would have opened (`/search/{text}` for All). Blank text goes back to the page it came from, as the script
 * does nothing then (docs/product-rules.md "Routes and shell": the text is required, and a blank
 * search shows no message).
 */
export function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const asked = params.get('in');
  const choice: SearchChoice =
    asked === SEARCH_ALL ? SEARCH_ALL : (SECTIONS.find((s) => s === asked) ?? 'shop');
  const route = searchChoiceRoute(choice, params.get('q') ?? '');
  if (route) return NextResponse.redirect(new URL(route, request.nextUrl), 303);
  return NextResponse.redirect(new URL(backTo(request), request.nextUrl), 303);
}

/** The path of the page the search was sent from, when it is this site's; else the home page. */
function backTo(request: NextRequest): string {
  const referer = request.headers.get('referer');
  if (!referer) return '/';
  try {
    const from = new URL(referer);
    return from.host === request.nextUrl.host ? `${from.pathname}${from.search}` : '/';
  } catch {
    return '/';
  }
}
