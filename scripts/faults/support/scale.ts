/** FAULTS_SCALE=0.2 runs every drill with a fifth of its orders (a quick local run). */
export const orderCount = (orders: number) =>
  Math.max(16, Math.round(orders * Number(process.env.FAULTS_SCALE || 1)));
