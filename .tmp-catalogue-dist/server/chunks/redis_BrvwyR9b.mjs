// src/server/auth/redis.ts
var KEY = Symbol.for("yaocai.redis");
/** Whether shared state (sessions, rate limits) lives in Redis: REDIS_URL is set. */
function redisEnabled(env = process.env) {
	return Boolean(env.REDIS_URL);
}
/** The process-wide Redis connection, opened on first use from REDIS_URL. */
function redis() {
	const holder = globalThis;
	holder[KEY] ??= (async () => {
		const { Redis: Client } = await import("ioredis");
		return new Client(process.env.REDIS_URL, {
			maxRetriesPerRequest: 2,
			enableOfflineQueue: true,
			lazyConnect: false
		});
	})();
	return holder[KEY];
}
export { redisEnabled as n, redis as t };
