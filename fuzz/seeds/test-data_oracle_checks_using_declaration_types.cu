// using-declarations of a class and of a class template: the names they
// bring in denote the namespace member (a::R), in signatures and bodies
namespace a { struct R { int x; }; template <typename T> struct V { T v; }; }
namespace b {
using a::R;
using a::V;
void f(R r) {}
void h(V<int> v) {}
__device__ void g(R r, V<int> v) { f(r); h(v); }
__device__ void k() { R r{}; f(r); h(V<int>{}); }
}
