/**
 * The build clock of the browser tests' site (PLL_NOW): three days before the 2026 semifinals, the
 * first games the bundled data has no final for, and far enough ahead of them that no page is a
 * game-day page. Every final is played; the semifinals are next.
 */
export const E2E_NOW = '2026-09-04T12:00:00Z';
