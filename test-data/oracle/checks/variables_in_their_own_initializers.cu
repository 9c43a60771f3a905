// A variable is in scope in its own initializer: `int d = g(&d);` passes
// its address (no "identifier is undefined").
int g(int *);
void f() { int d = g(&d); (void)d; }
struct S { void run() const; };
void S::run() const { int e = g(&e); (void)e; }
__global__ void k(int *out) { int q = g(&q) + 1; *out = q; }
