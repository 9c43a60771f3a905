// A lambda's parameter whose type is a template its namespace does not
// declare (a missing #include): the missing member, then the `<` ends the
// list; the body is checked without the parameter
namespace ns {}
void f() {
  auto l = [] (ns::Pair<float, float> t) { return t + 1; };
}
