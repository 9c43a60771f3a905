// A name qualified by a namespace that declares nothing of that name (a
// missing #include): "namespace "std" has no member "cout"". Members of
// nested and inline namespaces count; a namespace with a using-directive
// in it, and a namespace alias, are not looked into.
#include <cstdio>
#include <vector>
namespace mine { int f(int); namespace in { int g(); } inline namespace v1 { int h(); } }
namespace other { using namespace mine; }
namespace al = mine;
int main() {
  std::cout << 1;
  mine::nothere(3);
  mine::f(1);
  mine::in::g();
  mine::h();
  mine::in::zz();
  other::f(2);
  al::f(3);
  std::vector<int> v;
  std::printf("x");
  std::size_t n = 0;
  return (int)n + v.size();
}
// an enumeration defined in an alias-declaration declares its enumerators
namespace lib { using order = enum order { order_relaxed, order_release }; }
int use_order() { return lib::order_release + lib::order_acquire; }
