// launch configurations with too few or too many arguments, and kernel
// argument counts.
// ORACLE-HEADERS: mini
__global__ void k(int *p) { }
void h(int *p) {
  k<<<>>>(p);
  k<<<1>>>(p);
  k<<<1, 1, 0, 0, 0>>>(p);
  k<<<1, 1>>>();
  k<<<1, 1>>>(p, p);
}
