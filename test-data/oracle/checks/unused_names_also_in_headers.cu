// Names the headers use too (`a`, `c`, `d`, `e`) are no references to the
// main file's entities declared after them: #177 as for any name. A stray
// `;` in a class (`A() : v(0) {};`) declares nothing: the class still
// constructs nothing, and a __shared__ array of it only written gets #550.
struct A { int v; constexpr A() : v(0) {}; };
struct B { int x = 1; };
constexpr int d = 1;
constexpr int c = (1 + 2);
static int e = (3);
constexpr B a = (B() = B());
__global__ void f(A *p) {
  __shared__ A s[5];
  s[0] = *p;
}
int main() {}
