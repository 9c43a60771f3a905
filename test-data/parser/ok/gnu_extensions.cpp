// GNU extensions found in system headers: __extension__, asm labels and
// statements, statement expressions, __typeof__, __int128, __float128,
// builtin type traits as expressions, __restrict__, computed goto, case
// ranges, local labels, __builtin_offsetof and __builtin_va_arg.
__extension__ typedef __int128 i128;
__extension__ unsigned long long big;
extern int renamed(int) __asm__("real_name") __attribute__((nothrow));
typedef __float128 f128;
struct P { int x, y; };
int offset = __builtin_offsetof(P, y);
bool same = __is_same(int, int) && __has_trivial_destructor(P) && __is_trivially_copyable(P);
__underlying_type(decltype(1 < 2)) *ptr;
void copy(char *__restrict__ dst, const char *__restrict src, __typeof__(sizeof 0) n);
int g(int v, __builtin_va_list ap) {
    __label__ out;
    int w = ({ int t = v * 2; t + 1; });
    __typeof__(w) z = w;
    asm volatile("nop" ::: "memory");
    __asm__ __volatile__("" : "=r"(z) : "0"(z));
    switch (v) { case 1 ... 5: z++; break; }
    void *target = &&out;
    goto *target;
out:
    return z + __builtin_va_arg(ap, int) + __extension__ 1;
}
