// EDG's #940: control can reach the closing brace of a function that
// returns a value. cudafe++ reports host code, cicc every function it
// parses; main, constructors and deduced return types are exempt. Loops
// with a constant true condition end only by break; a switch without
// default can skip its body; a noreturn call, a throw and a goto end
// control.
#include <cstdlib>
int plain() { }
int one_branch(int a) { if (a) return 1; }
int both_branches(int a) { if (a) return 1; else return 2; }
int forever(int a) { while (1) { } }
int forever_with_break(int a) { for (;;) { if (a) break; } }
int switch_default(int a) { switch (a) { case 1: return 1; default: return 2; } }
int switch_no_default(int a) { switch (a) { case 1: return 1; } }
int switch_default_break(int a) { switch (a) { case 1: return 1; default: break; } }
int throws(int a) { throw 1; }
int do_once(int a) { do { return 1; } while (0); }
__device__ int device_only(int a) { if (a) return 1; }
__host__ __device__ int both_sides(int a) { if (a) return 1; }
int main() { }
struct S {
  int member(int a) { if (a) return 1; }
  S() { }
  ~S() { }
  operator int() { }
};
namespace ns { int qualified(int a) { if (a) return 1; } }
int loop_may_end(int a) { while (a) { return 1; } }
int goes_to(int a) { goto end; end: return 1; }
int exits(int a) { if (a) return 1; exit(1); }
int aborts(int a) { if (a) return 1; abort(); }
int unreachable(int a) { if (a) return 1; __builtin_unreachable(); }
[[noreturn]] void die();
int dies(int a) { if (a) return 1; die(); }
int handler_falls(int a) { try { return 1; } catch (...) { } }
int handler_returns(int a) { try { return 1; } catch (...) { return 2; } }
int loops_back(int a) { again: if (a) return 1; goto again; }
auto deduced(int a) { if (a) return 1; return 2; }
int multi_line(int a)
{
  if (a)
    return 1;
}
namespace { int in_unnamed(int a) { if (a) return 1; } }
int use_unnamed() { return in_unnamed(1); }
