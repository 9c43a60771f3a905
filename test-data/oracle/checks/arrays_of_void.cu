// An array of void, at namespace scope (with `extern` too) or in a block:
// "array of void is not allowed" (#89), and nothing more about it.
void w[3];
extern void w2[];
void g() { void a[2][2]; int used = 0; (void)used; }
static void s[1];
typedef int T;
T ok[2];
