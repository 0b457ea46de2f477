// Tests run with the documented development defaults, never with a developer's own .env.
process.loadEnvFile(".env.example");
process.env.PGLITE_DIR = "memory://";
process.env.LOG_LEVEL = "silent";
