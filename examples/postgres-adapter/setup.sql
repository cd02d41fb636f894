-- Run once, as an administrator:
--   psql -v ON_ERROR_STOP=1 -v adapter_password='…' -f setup.sql "postgres://admin@db.internal/postgres"

-- a database of its own: NOTIFY and LISTEN never cross databases
CREATE DATABASE socketio;

-- every role may connect to a new database: only the adapter's role may connect to this one
REVOKE ALL ON DATABASE socketio FROM PUBLIC;

CREATE ROLE socketio_adapter LOGIN PASSWORD :'adapter_password';
GRANT CONNECT ON DATABASE socketio TO socketio_adapter;

\connect socketio

-- the attachments table belongs to the administrator: the adapter's role
-- reads its rows, adds some and deletes the old ones, nothing else
CREATE TABLE socket_io_attachments (
  id          bigserial UNIQUE,
  created_at  timestamptz DEFAULT NOW(),
  payload     bytea
);
GRANT SELECT, INSERT, DELETE ON socket_io_attachments TO socketio_adapter;
GRANT USAGE ON SEQUENCE socket_io_attachments_id_seq TO socketio_adapter;
