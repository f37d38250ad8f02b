// Drops and creates the PostgreSQL database named by DATABASE_URL, so a run starts from a fresh seed.
import pg from 'pg';

const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ajar_e2e_media');
const name = url.pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`reset-database: odd database name ${name}`);
const admin = new URL(url);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await client.query(`CREATE DATABASE ${name}`);
await client.end();
