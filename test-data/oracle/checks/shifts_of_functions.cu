// A shift (or %, &, |, ^) of a function is of no integer: `k<<1, 32>>>(d)`, a
// launch missing a `<`, reads so.
__global__ void TestKernel(unsigned long long *t) {}
void g(unsigned long long *d) {
  TestKernel<<1, 32>>>(d);
}
void h(float f, int i) {
  int a = f << 1;
  int b = i << f;
  int c = h << 2;
}
