import type { APIRoute } from 'astro';

/** Everything is public; crawlers are pointed at the sitemap of the configured site. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = site ? `Sitemap: ${new URL('sitemap-index.xml', site).href}\n` : '';
  return new Response(`User-agent: *\nAllow: /\n${sitemap}`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
};
