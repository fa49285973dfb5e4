/**
 * The test run's environment without its build settings (every PUBLIC_ and PLL_ variable), for a
 * build made as a newcomer's `npm start` or a deploy makes it. The folder of share images that the
 * run's builds share stays: it decides who draws an image, never what a file holds.
 */
export function environmentWithoutBuildSettings(): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name === 'PLL_SHARE_IMAGE_CACHE_DIR' || (!name.startsWith('PUBLIC_') && !name.startsWith('PLL_')),
    ),
  );
}
