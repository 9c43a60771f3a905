// Integer literals too large for unsigned long long: EDG's scanner warns
// (#23) at the token before the literal, wherever the literal is.
#define HUGE 123456789012345678901234567890
int a = 99999999999999999999;
long long d = 0x1FFFFFFFFFFFFFFFF;
int e = 0777777777777777777777777;
unsigned long long fits = 18446744073709551615ULL;
__device__ int f() { return 123456789012345678901234567890; }
template <class T> T t(T x) { return x + 99999999999999999999999; }
int m() { return HUGE; }
#if 0
int skipped = 99999999999999999999;
#endif
int g(int x) { return x
  * 88888888888888888888888; }
