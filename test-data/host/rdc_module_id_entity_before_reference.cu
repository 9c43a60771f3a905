// With -rdc=true, an entity before the first reference to a __global__
// function template still names the module id, and so does the function
// whose body holds that first reference.
template <int N> __global__ void fill(int *p) { p[0] = N; }
void run(int *p) { fill<1><<<1, 1>>>(p); }
template <class T> void launch(T *p) { fill<2><<<1, 1>>>(p); }
int main() {
  int *p = 0;
  run(p);
  launch(p);
  return 0;
}
