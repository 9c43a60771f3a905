// A local read before anything sets it, as an argument passed by value to
// a call or a launch (templates too): #549 on both sides.
__global__ void k(int *p) {}
template <class T> __global__ void tk(T *p) {}
template <class T> void th(T *p) {}
void f(int *);
int main() {
  int *p;
  k<<<1,1>>>(p);
  int *q;
  tk<<<1,1>>>(q);
  int *r;
  th(r);
  int *s;
  f(s);
  return 0;
}
void g(int &); void byref() { int a; g(a); int b; (void)b; }
