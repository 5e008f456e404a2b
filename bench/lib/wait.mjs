// A command sub-skill for the parallelism benchmark: waits the given milliseconds, then prints one line.
const waitMs = Number(process.argv[2] ?? 1000);
setTimeout(() => process.stdout.write(`# Waited\n\nwaited ${waitMs} ms\n`), waitMs);
