// printf's format strings as the device side checks them: too few (#224)
// or too many (#225) arguments in every function, and, in code that runs
// on the device, an argument of another kind or size (#181). Signedness
// and long against long long do not count.
#include <cstdio>
#include <cstddef>
__host__ __device__ void hd(long l) { printf("%d\n", l); }
__device__ void d(long long ll, unsigned long long ull, unsigned char *us,
                  long l, double x, int i, size_t z) {
  char buf[8];
  printf("%ld %lu %s %s\n", ll, ull, us, buf);
  printf("a" "%d" "b\n", l);
  printf("%5d|%-8s|%%|%hd|%c|%lf\n", i, buf, i, i, x);
  printf("%Lf\n", x);
  printf("%d %d\n", i);
  printf("%d\n", 3.5);
  printf("%p %p %x\n", buf, &d, ull);
  printf("%zu %d\n", z, z);
  printf("%d\n", i, i);
  printf("%d %zu\n", sizeof(int), sizeof(x));
}
__global__ void k(size_t z, const char *s) { printf("%s=%d\n", s, z); }
void h(int i, long l) {
  printf("%d %d\n", i);
  printf("%d\n", 2.0);
  printf("%d\n", l);
  printf("%s\n", "x", i);
}
