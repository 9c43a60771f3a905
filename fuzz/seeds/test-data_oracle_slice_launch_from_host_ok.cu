// Kernel launches from host code (plain, template deduced/explicit, 4 config args): no diagnostics.
// ORACLE-HEADERS: mini
__global__ void kern(int *p) { p[0] = 1; }
template <class T> __global__ void tkern(T *p) { p[0] = 1; }
void from_host(int *p, float *f) {
  kern<<<1, 1>>>(p);
  tkern<<<2, 32>>>(p);
  tkern<float><<<dim3(2, 2), dim3(8, 8), 0, 0>>>(f);
}
