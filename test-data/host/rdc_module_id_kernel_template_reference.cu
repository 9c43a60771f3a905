// With -rdc=true cudafe++ fixes the module id at the first reference to a
// __global__ function template: here in a function template that comes
// before `main`, so no entity counts (the id is the time-and-pid
// fallback); without -rdc the id names `main`. An explicit instantiation
// directive is no such reference, and a non-template kernel is none either.
template <int N> __global__ void fill(int *p) { p[0] = N; }
template __global__ void fill<7>(int *);
static __global__ void plain(int *p) { p[0] = 0; }
inline void start(int *p) { plain<<<1, 1>>>(p); }
template <int N> void launch(int *p) { fill<N><<<1, 1>>>(p); }
int main() {
  int *p = 0;
  start(p);
  launch<3>(p);
  return 0;
}
