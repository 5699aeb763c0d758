// src/server/db/rows.ts
/** Runs raw SQL and returns its rows, hiding the drivers' different result shapes (PGlite `{rows}`, postgres-js array). */
async function queryRows(db, query) {
	const result = await db.execute(query);
	if (Array.isArray(result)) return result;
	return result.rows ?? [];
}
export { queryRows as t };
