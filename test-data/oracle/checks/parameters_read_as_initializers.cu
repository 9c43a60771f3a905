// A parameter whose type is a template that its namespace does not declare
// (a missing #include) makes the parameter list an initializer: the
// namespace's missing member is reported there, and the initializers are
// counted before the syntax error that ends them
#include <cstdio>
namespace ns {}
float apply(std::function<int(int)> fn, int s) { return 0; }
float sum(std::vector<int> v, int s) { return 0; }
float mine(ns::Box<int> b, int s) { return 0; }
float plain(std::string s, int t) { return 0; }
int main() { return 0; }
