// typeid and dynamic_cast in device code.
// ORACLE-HEADERS: mini
#include <typeinfo>
struct B { virtual ~B() {} int v; };
__device__ int d1(B *b) {
  const std::type_info &t = typeid(*b);
  B *x = dynamic_cast<B *>(b);
  return x->v + (&t != nullptr);
}
int h1(B *b) { return dynamic_cast<B *>(b) != nullptr; }
