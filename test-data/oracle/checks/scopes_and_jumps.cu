// A local declared again in the same scope is #101 ("x" has already been
// declared in the current scope; a parameter counts in the function's
// outermost block, `extern` declarations may repeat), and `break`/`continue`
// outside a loop (or switch, for break) are #116/#115, both sides. (A for
// statement's variable declared again in its body has a message of its own,
// #779, not covered here.)
void a1() { int x; int x; }
void a2() { int x; { int x; (void)x; } (void)x; }
void a3(int p) { int p; (void)p; }
void a5() { int y = 1; double y = 2; }
void a6() { extern int e; extern int e; (void)e; }
void b1() { break; }
void b2() { continue; }
void b3() { for (;;) { break; } }
void b4(int s) { switch (s) { case 1: break; } }
void b5(int s) { switch (s) { case 1: continue; } }
void b6() { while (1) { auto l = []() { break; }; } }
void b7() { do { continue; } while (0); }
__device__ void b8() { break; }
