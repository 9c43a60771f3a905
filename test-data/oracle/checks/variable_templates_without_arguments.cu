// A variable template named without its arguments: "argument list for
// variable template ... is missing", in an expression or as a parameter's
// type (before C++20, `template <class T> concept C = ...` declares one).
template <class T> constexpr bool is_small = sizeof(T) < 4;
int f() { return is_small + 1; }
namespace n {
  template <class T>
  concept DoNotDeduct = true;
  struct A {
    void operator=(int) {}
    void operator=(DoNotDeduct auto) {}
  };
}
