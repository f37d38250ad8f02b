// Waits until a URL answers 200 (the second API process starts after the first has migrated and seeded).
const url = process.argv[2];
const deadline = Date.now() + 180_000;
for (;;) {
  const ok = await fetch(url).then(
    (response) => response.ok,
    () => false,
  );
  if (ok) process.exit(0);
  if (Date.now() > deadline) {
    console.error(`wait-for: ${url} did not answer`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
