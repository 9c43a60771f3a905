// unnamed types as arguments of a __device__ variable template.
// ORACLE-HEADERS: mini
template <class T> __device__ int vt = sizeof(T);
enum { E1 } e;
struct { int y; } s;
int go() {
  return sizeof(vt<decltype(e)>) + sizeof(vt<decltype(s)>);
}
